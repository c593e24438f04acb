/**
 * One part of the zip read as XML events while it inflates (htmlparser2 in XML mode): nothing of
 * the part is kept but what the handler keeps. Element names arrive without their prefix
 * (`x:row` is `row`), as some writers prefix the spreadsheet namespace. A handler stops the read
 * early by throwing `StopReading`; any other throw (a limit's refusal) passes through.
 */
import { Parser } from 'htmlparser2';
import type { ZipArchive } from './zip';

export interface XmlHandler {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** Thrown by a handler that has read what it needs. */
export class StopReading extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name, whatever its prefix (`r:id`, `ns1:id`). */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}

export async function streamXml(zip: ZipArchive, part: string, handler: XmlHandler): Promise<void> {
  const parser = new Parser(
    {
      onopentag: (name, attributes) => handler.open?.(localName(name), attributes),
      ontext: (text) => handler.text?.(text),
      onclosetag: (name) => handler.close?.(localName(name)),
    },
    { xmlMode: true },
  );
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of zip.read(part)) parser.write(decoder.decode(chunk, { stream: true }));
    parser.end(decoder.decode());
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
  }
}
