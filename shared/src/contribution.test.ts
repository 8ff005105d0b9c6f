import { type RouteSpec, withPageHead } from './contribution';

const bundles = {
  en: { faq: { title: 'Frequently asked questions' }, meta: { faq: 'Answers about takaful.' } },
  ms: { faq: { title: 'Soalan lazim' }, meta: { faq: 'Jawapan tentang takaful.' } },
};

describe('withPageHead', () => {
  it('resolves the title and description of each language into head', () => {
    const [faq, bare] = withPageHead<RouteSpec>(
      [
        { path: '/faq', titleKey: 'faq.title', descriptionKey: 'meta.faq' },
        { path: '/x', titleKey: 'faq.title' },
      ],
      bundles,
    );
    expect(faq!.head).toEqual({
      en: { title: 'Frequently asked questions', description: 'Answers about takaful.' },
      ms: { title: 'Soalan lazim', description: 'Jawapan tentang takaful.' },
    });
    // Without a description key the route is left as it was.
    expect(bare).toEqual({ path: '/x', titleKey: 'faq.title' });
  });

  it('throws when a language lacks a key, naming the route and the key', () => {
    expect(() =>
      withPageHead([{ path: '/faq', titleKey: 'faq.title', descriptionKey: 'meta.nope' }], bundles),
    ).toThrow('/faq: en has no meta.nope');
  });
});
