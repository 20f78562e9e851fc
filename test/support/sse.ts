/** Reads a text/event-stream response into its events, as an EventSource client would. */
export async function readEvents(res: Response, onEvent?: (e: { event: string; data: any }) => void): Promise<Array<{ event: string; data: any }>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const events: Array<{ event: string; data: unknown }> = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(':')) continue;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      const e = { event, data: JSON.parse(data.join('\n')) };
      events.push(e);
      onEvent?.(e as { event: string; data: never });
    }
  }
  return events as Array<{ event: string; data: never }>;
}
