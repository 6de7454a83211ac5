import { expect, it } from "vitest";
import { BoundedWorkQueue, PasswordWorkBusyError } from "@core/users/password-work-queue";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

it("runs at most `running` jobs, queues `waiting` more in order, refuses the rest at once", async () => {
  const queue = new BoundedWorkQueue(2, 3);
  const gates = Array.from({ length: 5 }, gate);
  const started: number[] = [];
  const jobs = gates.map((g, i) => queue.run(async () => (started.push(i), await g.opened, i)));
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  expect(queue.load).toEqual({ running: 2, waiting: 3 });
  await expect(queue.run(async () => "sixth")).rejects.toBeInstanceOf(PasswordWorkBusyError);

  gates[1]!.open();
  await jobs[1];
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual([0, 1, 2]);
  expect(queue.load).toEqual({ running: 2, waiting: 2 });
  for (const g of gates) g.open();
  expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
  expect(queue.load).toEqual({ running: 0, waiting: 0 });
});

it("frees the slot when a job fails", async () => {
  const queue = new BoundedWorkQueue(1, 0);
  await expect(queue.run(() => Promise.reject(new Error("scrypt failed")))).rejects.toThrow("scrypt failed");
  expect(await queue.run(async () => "next")).toBe("next");
});
