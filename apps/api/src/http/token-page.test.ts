import { describe, expect, it } from 'vitest';
import { contentDisposition } from './token-page.ts';

describe('content disposition', () => {
  it('gives a plain name and the exact Unicode name', () => {
    expect(contentDisposition('attachment', 'urosim-handoff-loin-pain-2026-01-02.pdf')).toBe(
      `attachment; filename="urosim-handoff-loin-pain-2026-01-02.pdf"; filename*=UTF-8''urosim-handoff-loin-pain-2026-01-02.pdf`,
    );
    expect(contentDisposition('inline', 'douleur-lombaire "é" (1)*.pdf')).toBe(
      `inline; filename="douleur-lombaire _e_ (1)*.pdf"; filename*=UTF-8''douleur-lombaire%20%22%C3%A9%22%20%281%29%2A.pdf`,
    );
  });
});
