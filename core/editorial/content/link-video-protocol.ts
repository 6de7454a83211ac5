import type { Db } from "../../db/client";
import { ContentRefusal } from "./content-refusal";

/**
 * Makes `protocolId` the protocol a video shows (ADR 0112): the protocol page plays it (`protocols.video_id`) and any
 * protocol that played it before no longer does. Call it in the transaction that saves the video. Refused (thrown,
 * so the save is undone): no protocol with that number, or one that already plays another video.
 */
export async function linkVideoProtocol(trx: Db, videoId: number, protocolId: number | null): Promise<void> {
  if (protocolId !== null) {
    const protocol = await trx.selectFrom("protocols").select("video_id").where("id", "=", protocolId).executeTakeFirst();
    if (!protocol) throw new ContentRefusal("protocol");
    if (protocol.video_id !== null && protocol.video_id !== videoId) throw new ContentRefusal("protocol-taken");
  }
  let unlink = trx.updateTable("protocols").set({ video_id: null }).where("video_id", "=", videoId);
  if (protocolId !== null) unlink = unlink.where("id", "<>", protocolId);
  await unlink.execute();
  if (protocolId !== null) await trx.updateTable("protocols").set({ video_id: videoId }).where("id", "=", protocolId).execute();
}
