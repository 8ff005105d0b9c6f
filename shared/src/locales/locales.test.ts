import en from './en.json';
import ms from './ms.json';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

function leafValue(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
}

describe('shared namespace locales', () => {
  it('have the same keys in English and Malay', () => {
    expect(leafKeys(ms).sort()).toEqual(leafKeys(en).sort());
  });

  it('have a non-empty string for every key', () => {
    for (const bundle of [en, ms]) {
      for (const key of leafKeys(bundle)) {
        const value = leafValue(bundle, key);
        expect({ key, ok: typeof value === 'string' && value.trim() !== '' }).toEqual({ key, ok: true });
      }
    }
  });
});
