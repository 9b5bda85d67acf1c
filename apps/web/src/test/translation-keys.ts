/** Sorted keys of a nested translation bundle ("hero.title", …), to compare one language's bundle with another's. */
export function keysOf(bundle: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(bundle)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}
