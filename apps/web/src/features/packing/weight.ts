/** A package's weight as shown: weighed, else declared; a dash while its bin fills (declared only once complete). */
export function packageWeightText(p: { real_weight?: number | null; declared_weight: number }, grams: (weight: number) => string): string {
  const weight = p.real_weight ?? p.declared_weight;
  return weight ? grams(weight) : '—';
}
