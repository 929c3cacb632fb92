import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('splits text and links, leaving a sentence’s full stop out of the link', () => {
    expect(
      linkify('Verify: http://127.0.0.1:4310/verify-email?token=abc_123. Thanks\nhttps://x.test/a'),
    ).toEqual([
      { kind: 'text', text: 'Verify: ' },
      { kind: 'link', href: 'http://127.0.0.1:4310/verify-email?token=abc_123' },
      { kind: 'text', text: '. Thanks\n' },
      { kind: 'link', href: 'https://x.test/a' },
    ]);
  });

  it('keeps text without links whole, and ignores other schemes', () => {
    expect(linkify('No links here')).toEqual([{ kind: 'text', text: 'No links here' }]);
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(linkify('')).toEqual([]);
  });
});
