import { Box, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useSnackbar } from '../state/snackbarStore';

/** Shows the current snackbar at the bottom of the window; it closes itself after 10 seconds. */
export function SnackbarHost() {
  const { message, hide } = useSnackbar();
  return (
    <Box position="fixed" bottom="6" left="50%" transform="translateX(-50%)" zIndex="toast" maxW="min(640px, 92vw)" role="status" aria-live="polite">
      {message && (
        <Flex bg="gray.800" color="white" px="4" py="3" rounded="md" shadow="lg" gap="3" align="flex-start">
          <Text flex="1" fontSize="sm">{message}</Text>
          <CloseButton size="xs" variant="plain" color="white" aria-label="Close" onClick={hide} />
        </Flex>
      )}
    </Box>
  );
}
