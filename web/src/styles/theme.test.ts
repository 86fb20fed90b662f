import { fileURLToPath } from 'node:url';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * The compiled stylesheet holds the theme of SPEC §9 and the chat columns of SPEC §2: read from the CSS that ships,
 * so that a changed variable or rule fails here.
 */
const css = compile(fileURLToPath(new URL('./theme.scss', import.meta.url)), {
  loadPaths: [fileURLToPath(new URL('../../../node_modules', import.meta.url))],
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
}).css;

/** The declarations of the first rule for exactly `selector`. */
function rule(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?:^|\\n|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  expect(found, `no rule for ${selector}`).not.toBeNull();
  return found![1]!;
}

const declaration = (selector: string, property: string) =>
  new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+);`).exec(rule(selector))?.[1]?.trim();

describe('the theme (SPEC §9)', () => {
  it('has its colours: primary dark blue, secondary muted pink, success green, info teal, warning amber, danger red', () => {
    expect(
      ['primary', 'secondary', 'success', 'info', 'warning', 'danger'].map((name) =>
        declaration(':root,\n[data-bs-theme=light]', `--bs-${name}`),
      ),
    ).toEqual(['#1f3a68', '#c48b9f', '#287a4d', '#117a7d', '#f0a202', '#c82f39']);
  });

  it('gives the unread-messages badge the secondary colour', () => {
    expect(/--app-unread: ([^;]+);/.exec(css)?.[1]).toBe(
      declaration(':root,\n[data-bs-theme=light]', '--bs-secondary'),
    );
    expect(declaration('.count-badge-unread', 'background')).toBe('var(--app-unread)');
  });

  it('breaks at 576, 768, 992 and 1200 px, and nowhere wider', () => {
    expect(
      ['sm', 'md', 'lg', 'xl', 'xxl'].map((name) => new RegExp(`--bs-breakpoint-${name}: ([^;]+);`).exec(css)?.[1]),
    ).toEqual(['576px', '768px', '992px', '1200px', undefined]);
    const widths = new Set([...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((found) => Number(found[1])));
    expect([...widths].filter((width) => width >= 576).sort((a, b) => a - b)).toEqual([576, 768, 992, 1200]);
  });

  it('keeps toasts at most 350 px wide, their layer above the modals', () => {
    expect(declaration('.toast', '--bs-toast-max-width')).toBe('350px');
    const toastLayer = Number(declaration('.toast-container', '--bs-toast-zindex'));
    const modalLayer = Number(declaration('.modal', '--bs-modal-zindex'));
    expect(toastLayer).toBeGreaterThan(modalLayer);
  });
});

describe('the progress bar (the profile completeness meter, decision 033)', () => {
  it('is styled: a track with a height and a filled bar', () => {
    expect(rule('.progress,\n.progress-stacked')).toContain('height: var(--bs-progress-height)');
    expect(declaration('.progress-bar', 'background-color')).toBe('var(--bs-progress-bar-bg)');
  });
});

describe('the chat columns (SPEC §2)', () => {
  it('gives the conversation list 300 to 400 px and the chat column at most 800 px', () => {
    expect(declaration('.chat-list-pane', 'width')).toBe('clamp(300px, 30vw, 400px)');
    expect(declaration('.chat-conversation', 'max-width')).toBe('800px');
  });
});
