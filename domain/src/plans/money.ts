// Brazilian real formatting (platform §2.5, §9; catalogue §9).

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

// platform §9: 'R$ 47,00'. Intl may separate the symbol with a non-breaking (U+00A0) or
// narrow non-breaking (U+202F) space depending on the ICU version; it is normalised to a
// regular space so texts and tests compare equal everywhere.
export function formatBRL(value: number): string {
  return BRL.format(value).replace(/[\u00a0\u202f]/g, ' ');
}

// catalogue §9: instalment text, e.g. '12x de R$ 10,03'.
export function instalmentText(count: number, value: number): string {
  return `${count}x de ${formatBRL(value)}`;
}
