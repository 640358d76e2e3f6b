/** A run of a message's text, inside one of its tags (`<terms>…</terms>`) or outside any. */
export interface TaggedPart {
  text: string;
  tag?: string;
}

const TAG = /<([a-zA-Z][\w-]*)>([^<]*)<\/\1>/g;

/**
 * A message with tags around some of its words ("you accept the <terms>terms</terms>"), split into
 * runs, for a view that reads no context and so cannot call next-intl's `t.rich`. Only plain tags
 * around plain text: the messages it is given have no arguments, and the tests check the text it
 * gives against `t.rich`'s in both languages.
 */
export function taggedParts(message: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  let at = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > at) parts.push({ text: message.slice(at, match.index) });
    parts.push({ text: match[2]!, tag: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push({ text: message.slice(at) });
  return parts;
}
