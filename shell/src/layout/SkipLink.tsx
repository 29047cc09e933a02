import { Link } from '@chakra-ui/react';

/** "Skip to main content": the first Tab stop of every page, visible only while it has focus (WCAG 2.4.1). */
export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="white"
      color="primary.800"
      fontWeight="semibold"
      px="4"
      py="3"
      rounded="md"
      boxShadow="md"
      _focusVisible={{ top: '2', outline: '3px solid', outlineColor: 'primary.800' }}
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById(target);
        main?.focus();
      }}
    >
      Skip to main content
    </Link>
  );
}
