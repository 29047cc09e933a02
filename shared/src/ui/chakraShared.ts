// What the portal shares of Chakra over Module Federation (federation.shared.cjs points the '@chakra-ui/react'
// share key here). A shared module cannot be tree-shaken by its consumers, so sharing the package entry put all
// of Chakra (every component and its state machine: date pickers, colour pickers, carousels...) in one 1.1 MB
// chunk on the login page. Re-exporting by component subpath keeps the singleton (one ChakraProvider context)
// and only the components the portal uses. A name used anywhere in the portal but missing here is undefined at
// run time: chakraShared.test.ts fails when a source file imports one; add it here in the same change.
// A remote deployed on its own gets the host's copy, so a remote needing a new component ships after the shell.
export { Alert } from '@chakra-ui/react/alert';
export { Avatar } from '@chakra-ui/react/avatar';
export { Badge } from '@chakra-ui/react/badge';
export { Box } from '@chakra-ui/react/box';
export { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
export { Card } from '@chakra-ui/react/card';
export { ChakraProvider, createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { mergeConfigs } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Container } from '@chakra-ui/react/container';
export { DataList } from '@chakra-ui/react/data-list';
export { Dialog } from '@chakra-ui/react/dialog';
export { Drawer } from '@chakra-ui/react/drawer';
export { EmptyState } from '@chakra-ui/react/empty-state';
export { Field } from '@chakra-ui/react/field';
export { Fieldset } from '@chakra-ui/react/fieldset';
export { Flex } from '@chakra-ui/react/flex';
export { Grid } from '@chakra-ui/react/grid';
export { HStack, Stack, VStack } from '@chakra-ui/react/stack';
export { Heading } from '@chakra-ui/react/heading';
export { Icon } from '@chakra-ui/react/icon';
export { Image } from '@chakra-ui/react/image';
export { Input } from '@chakra-ui/react/input';
export { InputGroup } from '@chakra-ui/react/input-group';
export { Link } from '@chakra-ui/react/link';
export { List } from '@chakra-ui/react/list';
export { Menu } from '@chakra-ui/react/menu';
export { NativeSelect } from '@chakra-ui/react/native-select';
export { Portal } from '@chakra-ui/react/portal';
export { RadioGroup } from '@chakra-ui/react/radio-group';
export { SegmentGroup } from '@chakra-ui/react/segment-group';
export { Separator } from '@chakra-ui/react/separator';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Spinner } from '@chakra-ui/react/spinner';
export { Stat } from '@chakra-ui/react/stat';
export { Switch } from '@chakra-ui/react/switch';
export { Table } from '@chakra-ui/react/table';
export { Tabs } from '@chakra-ui/react/tabs';
export { Text } from '@chakra-ui/react/text';
export { Textarea } from '@chakra-ui/react/textarea';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { useBreakpointValue } from '@chakra-ui/react/hooks';
// Chakra's default config, built as '@chakra-ui/react/preset' builds it, without that module: it also creates Chakra's
// own default system at load (`defaultSystem`, which the portal never uses), a second createSystem on every page's
// boot (141 of 208 ms of createSystem in a trace of a direct load at load average 16). The portal's system
// (system.ts) is the only one created.
export const defaultConfig = mergeConfigs(defaultBaseConfig, defaultThemeConfig);
