import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../test/screen.tsx';
import { DropdownMenu } from './dropdown-menu.tsx';

function renderMenu(onPick = vi.fn()) {
  render(
    <>
      <DropdownMenu toggle="NL" toggleLabel="NL, taal kiezen" toggleTestId="toggle">
        <button type="button" className="dropdown-item" onClick={() => onPick('en')}>
          English
        </button>
        <hr className="dropdown-divider" />
        <button type="button" className="dropdown-item" onClick={() => onPick('de')}>
          Deutsch
        </button>
      </DropdownMenu>
      <p>outside</p>
    </>,
  );
  return { toggle: screen.getByRole('button', { name: 'NL, taal kiezen' }), onPick };
}

describe('DropdownMenu', () => {
  it('opens on click, and a click on an item does what it says and closes the menu', async () => {
    const { toggle, onPick } = renderMenu();
    expect([toggle.getAttribute('aria-expanded'), screen.queryByText('English')]).toEqual(['false', null]);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(onPick).toHaveBeenCalledWith('de');
    expect([toggle.getAttribute('aria-expanded'), screen.queryByText('English')]).toEqual(['false', null]);
  });

  it('closes on a click outside', async () => {
    const { toggle } = renderMenu();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByText('English')).toBeNull();
  });

  it('is used by keyboard: ArrowDown opens on the first item, arrows move and wrap, Escape closes back on the toggle', async () => {
    const { toggle } = renderMenu();
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('English'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Deutsch'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('English'));
    await userEvent.keyboard('{Escape}');
    expect([screen.queryByText('English'), document.activeElement]).toEqual([null, toggle]);
  });

  it('closes when focus leaves it', async () => {
    const { toggle } = renderMenu();
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.queryByText('English')).toBeNull();
  });
});
