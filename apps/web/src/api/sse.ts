/** One server-sent event: its name (`message` when the server gave none) and its data lines joined. */
export type SseEvent = { event: string; data: string };

const LINE_BREAK = /\r\n|\n|\r/;

/**
 * An incremental parser of a `text/event-stream` body (the WHATWG rules that matter here: `event:`
 * and `data:` fields, several data lines joined by a newline, comments and unknown fields ignored,
 * any line ending, a blank line dispatches). Chunks may split lines and events anywhere.
 */
export const createSseParser = (onEvent: (event: SseEvent) => void) => {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const handleLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push: (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const match = LINE_BREAK.exec(buffer);
        if (!match) break;
        // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        handleLine(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** The body ended: a last event without its blank line is still delivered. */
    end: () => {
      if (buffer !== '') handleLine(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
};
