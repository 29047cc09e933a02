import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
}

/** Title row of a page: one h1 per page. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex as="header" align="flex-start" justify="space-between" gap="4" mb="6" wrap="wrap">
      <Box>
        <Heading as="h1" size="2xl">{title}</Heading>
        {description && <Text color="fg.muted" mt="1">{description}</Text>}
      </Box>
      {actions && <Flex gap="2">{actions}</Flex>}
    </Flex>
  );
}
