import { describe, expect, it } from 'vitest';
import { lowerEntryPriority } from './low-priority-entry';

describe('lowerEntryPriority', () => {
  it('marks the module script low priority and leaves the rest as it is', () => {
    const html =
      '<head><script src="/theme-init.js"></script>\n' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-def.css"></head>';
    expect(lowerEntryPriority(html)).toBe(
      '<head><script src="/theme-init.js"></script>\n' +
        '<script type="module" crossorigin fetchpriority="low" src="/assets/index-abc.js"></script>\n' +
        '<link rel="stylesheet" crossorigin href="/assets/index-def.css"></head>',
    );
  });

  it('fails the build when the script tag is not where it is expected', () => {
    expect(() => lowerEntryPriority('<head><script src="/theme-init.js"></script></head>')).toThrow(
      /no module script/,
    );
  });
});
