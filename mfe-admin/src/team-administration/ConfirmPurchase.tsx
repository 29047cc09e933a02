import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface PurchaseQuestion {
  /** "Renew your licence for a year" */
  what: string;
  /** The amount as money: "$300.00". */
  amount: string;
  /** How it is paid: "by card on Stripe's page" or "by invoice". */
  how: string;
}

/** Asks before any purchase is committed, naming the amount and how it is paid. */
export function ConfirmPurchase({ question, busy, onConfirm, onCancel }: {
  question: PurchaseQuestion | null; busy: boolean; onConfirm: () => void; onCancel: () => void;
}) {
  return (
    <Dialog.Root open={question !== null} onOpenChange={(e) => { if (!e.open) onCancel(); }} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{`${question?.what ?? ''} for ${question?.amount ?? ''}?`}</Dialog.Title></Dialog.Header>
            <Dialog.Body><Text>{`You will pay ${question?.amount ?? ''} ${question?.how ?? ''}.`}</Text></Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>Cancel</Button>
              <Button onClick={onConfirm} loading={busy}>{`Confirm ${question?.amount ?? ''}`}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
