import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

const parse = (chunks: string[], end = true) => {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  if (end) parser.end();
  return events;
};

describe('server-sent events parser', () => {
  it('reads named events and their data', () => {
    expect(parse(['event: text\ndata: {"chunk":"a"}\n\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: 'text', data: '{"chunk":"a"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins chunks that split lines and events anywhere, including \\r\\n across chunks', () => {
    const text = 'event: text\r\ndata: {"chunk":"hello"}\r\n\r\nevent: done\r\ndata: 1\r\n\r\n';
    const oneByOne = parse([...text]);
    expect(oneByOne).toEqual([
      { event: 'text', data: '{"chunk":"hello"}' },
      { event: 'done', data: '1' },
    ]);
  });

  it('names an event without an event field "message", joins data lines, ignores comments and other fields', () => {
    expect(parse([': keep-alive\n\nid: 7\ndata: one\ndata: two\nretry: 10\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('keeps a space that is part of the value, and accepts a field without a space', () => {
    expect(parse(['data:x\n\ndata:  y\n\n'])).toEqual([
      { event: 'message', data: 'x' },
      { event: 'message', data: ' y' },
    ]);
  });

  it('delivers a last event that lacks its blank line when the body ends, and only then', () => {
    expect(parse(['event: done\ndata: {}'], false)).toEqual([]);
    expect(parse(['event: done\ndata: {}'])).toEqual([{ event: 'done', data: '{}' }]);
  });

  it('does not dispatch an event without data', () => {
    expect(parse(['event: ping\n\n'])).toEqual([]);
  });
});
