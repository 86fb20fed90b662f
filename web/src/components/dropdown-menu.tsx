import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface DropdownMenuProps {
  /** What the toggle button shows. */
  toggle: ReactNode;
  /** The toggle's accessible name, when what it shows does not say it. */
  toggleLabel?: string;
  toggleTestId?: string;
  /** The toggle's button style: light, for the top bar's dark background, unless told. */
  toggleVariant?: string;
  /** The items: elements with the class `dropdown-item` (links or buttons), and `<hr className="dropdown-divider" />`. */
  children: ReactNode;
}

const ITEMS = '.dropdown-item:not(:disabled)';

/**
 * A menu under a toggle button, right-aligned, with Bootstrap's dropdown classes and no positioning library (its
 * menus open below the top bar, where a static position always fits). Opens on click or ArrowDown (then the first
 * item has focus); ArrowUp/ArrowDown move between items; Escape closes it and gives focus back to the toggle; a click
 * on an item, outside the menu or focus leaving it closes it.
 */
export function DropdownMenu({
  toggle,
  toggleLabel,
  toggleTestId,
  toggleVariant = 'btn-outline-light',
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // On the document, so that an item's own click handler (React's, on the root) has run before the menu goes.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnItem = (event: MouseEvent) => {
      if (
        container.current?.contains(event.target as Node) &&
        (event.target as Element).closest(`.dropdown-menu ${ITEMS}`)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('click', closeOnItem);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('click', closeOnItem);
    };
  }, [open]);

  // Native listeners on the container: the keys and focus of every item bubble to it.
  useEffect(() => {
    const root = container.current!;
    const items = () => [...root.querySelectorAll<HTMLElement>(ITEMS)];
    const focusItem = (step: 1 | -1) => {
      const all = items();
      const at = all.indexOf(document.activeElement as HTMLElement);
      all[at < 0 ? (step === 1 ? 0 : all.length - 1) : (at + step + all.length) % all.length]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && root.querySelector('.dropdown-menu')) {
        setOpen(false);
        toggleButton.current?.focus();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        // The menu renders its items on open: move focus once they are there.
        requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 1 : -1));
      } else return;
      event.stopPropagation();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <div ref={container} className="dropdown">
      <button
        ref={toggleButton}
        type="button"
        className={`btn ${toggleVariant} btn-sm dropdown-toggle`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={toggleLabel}
        data-testid={toggleTestId}
        onClick={() => setOpen(!open)}
      >
        {toggle}
      </button>
      {open && (
        <div id={menuId} className="dropdown-menu dropdown-menu-end show" data-bs-popper="static">
          {children}
        </div>
      )}
    </div>
  );
}
