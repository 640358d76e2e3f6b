import type { TestClient } from "./client";

/** The 4-digit code of the newest message to `to` (the development outbox lists newest first). */
export async function lastCodeSentTo(client: TestClient, to: string): Promise<string> {
  const reply = await client.call<{ data: Array<{ body: string }> }>(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { token: null });
  const code = /\b(\d{4})\b/.exec(reply.body.data[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
