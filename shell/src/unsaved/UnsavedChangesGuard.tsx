import { useEffect } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useBlocker } from 'react-router-dom';
import { LEAVE_WITHOUT_SAVING, useEditGuard } from '@portal/shared';


/**
 * The one guard of unsaved changes for every editor of the shell and the remotes (they declare themselves with
 * `useUnsavedChanges`): a move to another page inside the portal, or Back, asks "Leave without saving?" (the
 * router's blocker); a reload or closing the tab asks the browser's own question (`beforeunload`).
 */
export function UnsavedChangesGuard() {
  const dirtyMap = useEditGuard((s) => s.dirty);
  const dirty = Object.values(dirtyMap);
  const discardAll = useEditGuard((s) => s.discardAll);
  const anyDirty = dirty.length > 0;
  // Any move to another page or query (another plan, scenario or tab) the person makes: links, Back, Forward.
  // A page replacing its own address (adding ?scenario= once loaded) is not a move.
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) =>
    Object.keys(useEditGuard.getState().dirty).length > 0 && historyAction !== 'REPLACE'
    && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));

  useEffect(() => {
    if (!anyDirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older browsers need it set to show their prompt
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyDirty]);

  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  const leave = () => {
    discardAll();
    blocker.proceed?.();
  };
  const what = [...new Set(dirty)].join(', ');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open) stay(); }} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{LEAVE_WITHOUT_SAVING}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Your changes to {what || 'this page'} are not saved. If you leave now, they are lost.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={stay}>Stay on this page</Button>
              <Button colorPalette="red" onClick={leave}>Leave without saving</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
