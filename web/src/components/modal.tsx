import { type ComponentType, type ElementType, Suspense, lazy, useState } from 'react';
import type { ModalProps } from 'react-bootstrap/Modal';

export type { ModalProps };

const loadModal = () => import('react-bootstrap/Modal');
const BootstrapModal = lazy(loadModal);

type BootstrapModalType = Awaited<ReturnType<typeof loadModal>>['default'];

/** A part of the modal (Modal.Header, ...), from the same chunk: parts only render inside an opened modal. */
function part<C extends ElementType>(pick: (modal: BootstrapModalType) => C): C {
  return lazy(() => loadModal().then((module) => ({ default: pick(module.default) as ComponentType }))) as unknown as C;
}

/**
 * react-bootstrap's Modal, whose code (with its transitions and focus handling) loads the first time a modal of the
 * page opens, not with the first screen. Once opened it stays mounted, so it can fade out. The app prefetches its code
 * when the browser is idle (the `modal` part of web/src/app/prefetch.ts).
 */
function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(Boolean(props.show));
  if (props.show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BootstrapModal {...props} />
    </Suspense>
  );
}

export const Modal = Object.assign(LazyModal, {
  Header: part((modal) => modal.Header),
  Body: part((modal) => modal.Body),
  Footer: part((modal) => modal.Footer),
  Title: part((modal) => modal.Title),
});
