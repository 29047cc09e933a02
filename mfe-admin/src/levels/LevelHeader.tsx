import type { ReactNode } from 'react';
import { Flex, Text } from '@chakra-ui/react';
import { PageHeader } from '@portal/shared';

/** The page title of a level screen, or, inside another page (Global Administration), just its description and actions. */
export function LevelHeader({ title, description, actions, embedded }: { title: string; description: string; actions?: ReactNode; embedded?: boolean }) {
  if (!embedded) return <PageHeader title={title} description={description} actions={actions} />;
  return (
    <Flex justify="space-between" align="flex-start" gap="4" mb="4" wrap="wrap">
      <Text color="fg.muted">{description}</Text>
      {actions}
    </Flex>
  );
}
