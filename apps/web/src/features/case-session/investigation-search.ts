/** An investigation a case offers (as in the case detail). */
export type InvestigationItem = { id: string; name: string; kind: string; aliases: string[] };

/** Lower case, accents and punctuation folded to spaces, so "U&E", "u e" and "ue" meet. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const compact = (text: string) => text.replace(/ /g, '');

/**
 * The investigations whose names and aliases hold every word of the query as the start of a word
 * (in any order), or one name holds the whole query once spaces and punctuation are ignored
 * ("u&e", "noncontrast"); of one kind or all.
 */
export const filterInvestigations = <T extends InvestigationItem>(
  items: readonly T[],
  query: string,
  kind = '',
): T[] => {
  const words = foldText(query).split(' ').filter(Boolean);
  return items.filter((item) => {
    if (kind && item.kind !== kind) return false;
    if (words.length === 0) return true;
    const names = [item.name, ...item.aliases].map(foldText);
    const haystack = ` ${names.join(' ')}`;
    const whole = words.join('');
    return (
      words.every((word) => haystack.includes(` ${word}`)) ||
      names.some((name) => compact(name).includes(whole))
    );
  });
};
