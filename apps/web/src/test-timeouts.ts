// The component tests' waits (findBy..., waitFor) give a render 5 s rather than 1 s: a test machine
// busy with other suites renders slowly, and a wait that runs out fails a test of a page that works.
// Loaded for every test file (vitest.config.ts); only the jsdom ones have a document.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
