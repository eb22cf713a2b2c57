// A button that opens a dialog: the kit's guarded button (hidden without write on `resource`,
// disabled offline unless `local`, as a dialog that only shows is), and `dialog(close)` rendered
// while it is open, unmounted on close so that it starts afresh each time.
//   <DialogButton resource={INCIDENT} icon="plus" text="Add Responders"
//     dialog={(close) => <AddRespondersDialog incident={incident} onClose={close} />} />
import { useState, type ReactNode } from 'react';
import { GuardedButton, type GuardedButtonProps } from './GuardedButton.tsx';

export function DialogButton(
  props: Omit<GuardedButtonProps, 'onClick'> & { dialog: (close: () => void) => ReactNode },
) {
  const { dialog, ...button } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <GuardedButton {...button} onClick={() => setOpen(true)} />
      {open && dialog(() => setOpen(false))}
    </>
  );
}
