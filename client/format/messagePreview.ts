/**
 * Message previews in the inbox and the header dropdown (spec §9): about 17 characters plus an
 * ellipsis, texts under 20 characters shown whole. Counted in graphemes, so an emoji or an 'é'
 * written as two code points is never cut in half; line breaks and runs of spaces read as one space.
 */

/** Texts shorter than this are shown whole. */
export const PREVIEW_WHOLE_BELOW = 20;
/** A longer text keeps this many characters before the ellipsis. */
export const PREVIEW_LENGTH = 17;
export const ELLIPSIS = '…';

const segmenter = new Intl.Segmenter('nl-NL', { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** `messagePreview('Is het huis nog beschikbaar?')` → 'Is het huis nog b…'. */
export function messagePreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = graphemes(flat);
  if (chars.length < PREVIEW_WHOLE_BELOW) return flat;
  return `${chars.slice(0, PREVIEW_LENGTH).join('').trimEnd()}${ELLIPSIS}`;
}
