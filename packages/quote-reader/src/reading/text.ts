/** Folds text for matching labels: no accents (Polish ł is an l), lower case, single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/\s+/g, ' ')
    .trim();
}

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
