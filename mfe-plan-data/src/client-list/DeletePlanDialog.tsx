import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface Props {
  clientName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a plan and all its data are deleted. */
export function DeletePlanDialog({ clientName, deleting, onConfirm, onCancel }: Props) {
  return (
    <Dialog.Root open={clientName !== null} onOpenChange={(e) => { if (!e.open) onCancel(); }} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this plan?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>The plan of {clientName} and everything in it will be deleted. This cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>Cancel</Button>
              <Button colorPalette="red" onClick={onConfirm} loading={deleting}>Delete plan</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
