import { forwardRef, useCallback, type Ref } from 'react';
import { Modal, ModalDialog, type ModalDialogProps, type ModalProps } from 'react-bootstrap';

/** Stops a transition's end inside the dialog from reaching the modal element around it. */
function keepInside(event: Event) {
  event.stopPropagation();
}

/**
 * The dialog box of every modal in the app, which keeps its own `transitionend` events (a button's
 * colour fading after a click, the box sliding in) to itself. The fade-out of the modal element
 * around it waits for that element's own `transitionend`, with a timer as the fallback; but an end
 * bubbling up from inside first cancels the timer, so when the modal's own end never comes the
 * modal stays on screen, invisible and blocking every click and key (react-bootstrap/dom-helpers
 * issue 184, react-bootstrap issue 6153). A till cannot have a sale's dialog that never goes away.
 */
const ContainedModalDialog = forwardRef<HTMLDivElement, ModalDialogProps>(function ContainedModalDialog(props, ref) {
  const own = useCallback(
    (element: HTMLDivElement | null) => {
      element?.addEventListener('transitionend', keepInside);
      assignRef(ref, element);
    },
    [ref],
  );
  return <ModalDialog {...props} ref={own} />;
});

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * react-bootstrap's Modal, for every dialog in the app (lint refuses the bare one): the same props,
 * with a dialog box that cannot leave it stuck open. Its parts are Modal.Header, Modal.Body…
 *
 * Without the fade, by default: a dialog comes and goes at once. Even with the dialog box keeping
 * its own transitions to itself, the fade-out still waited on an event that a re-render at the
 * wrong moment (the device's catalogue updating as a sale completes) could leave never coming,
 * and an invisible Finish Sale dialog then took the next customer's first scan. A till gains
 * nothing from a 150 ms fade and cannot afford that.
 */
export function Dialog({ animation = false, ...props }: Omit<ModalProps, 'dialogAs'>) {
  // A dialog that moves the focus itself once it has gone (onExited) does not also want it put back
  // where it was: without the fade, that putting back comes after onExited and would undo it.
  const restoreFocus = props.restoreFocus ?? !props.onExited;
  // The one place the bare Modal is used.
  // eslint-disable-next-line no-restricted-syntax
  return <Modal {...props} restoreFocus={restoreFocus} animation={animation} dialogAs={ContainedModalDialog} />;
}
