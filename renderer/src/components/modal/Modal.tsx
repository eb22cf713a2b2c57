// Dialog with the four sizes of spec 1 §2 (small, medium, large, full); body and footer are slots.
import type { ReactNode } from 'react';
import { Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import './Modal.css';

export type ModalSize = 'small' | 'medium' | 'large' | 'full';

export type ModalProps = {
  isOpen: boolean;
  title: ReactNode;
  /** Beside the title. */
  icon?: IconName;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
  footer?: ReactNode;
};

export function Modal(props: ModalProps) {
  const { isOpen, title, icon, onClose, size = 'medium', children, footer } = props;
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      icon={icon}
      onClose={onClose}
      className={`mc-modal mc-modal-${size}`}
      canOutsideClickClose
      canEscapeKeyClose
    >
      <DialogBody useOverflowScrollContainer={size !== 'full'}>{children}</DialogBody>
      {footer !== undefined && <DialogFooter actions={footer} />}
    </Dialog>
  );
}
