import { Outlet } from "react-router";
import type { Route } from "./+types/lang-layout";
import { loadFrameData } from "~/lib/frame-data.server";
import { PageFrame } from "~/components/frame/PageFrame";
import { ErrorPage } from "~/components/ErrorPage";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFrameData(request, context);
}

export default function LangLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageFrame>
      <ErrorPage error={error} />
    </PageFrame>
  );
}
