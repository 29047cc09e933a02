import { Box, Fieldset, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { ACCESS_SECTIONS, CheckboxField, SelectField, toggleAccessFlag, type ProfilePermissions } from '@portal/shared';

const ADVISOR_LEVELS = [
  { code: '0', description: 'No access' },
  { code: '1', description: 'View everything' },
  { code: '2', description: 'View and change everything' },
];

/**
 * Which sections of the plan a client may see or change (spec document 1 section 3, profile access flags). Turning a
 * change on turns its view on; workshop add and delete need workshop change.
 */
export function AccessFlagsEditor({ flags, onChange, disabled }: { flags: ProfilePermissions; onChange: (f: ProfilePermissions) => void; disabled?: boolean }) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="semibold">What the client may see and change</Fieldset.Legend>
      <Stack gap="2" mt="2">
        <CheckboxField
          label="Only the sections below (basic access)"
          checked={flags.basicAccess}
          onChange={(on) => onChange({ ...flags, basicAccess: on, advisorAccess: on ? 0 : Math.max(flags.advisorAccess, 1) })}
          disabled={disabled}
        />
        {flags.basicAccess ? (
          <Stack gap="0" role="group" aria-label="Sections">
            {ACCESS_SECTIONS.map((s) => (
              <Grid key={s.view} templateColumns={{ base: '1fr', md: '14rem 1fr' }} gap="2" py="2" borderBottomWidth="1px" alignItems="center">
                <CheckboxField label={`View ${s.label}`} checked={flags[s.view]} onChange={(on) => onChange(toggleAccessFlag(flags, s.view, on))} disabled={disabled} />
                <Flex gap="5" wrap="wrap">
                  {s.changes.map((c) => (
                    <Box key={c.flag} flex="0 0 auto">
                      <CheckboxField label={c.label} checked={flags[c.flag]} onChange={(on) => onChange(toggleAccessFlag(flags, c.flag, on))} disabled={disabled} />
                    </Box>
                  ))}
                </Flex>
              </Grid>
            ))}
          </Stack>
        ) : (
          <Box maxW="sm">
            <SelectField
              label="Access to the whole plan"
              value={String(flags.advisorAccess)}
              onChange={(v) => onChange({ ...flags, advisorAccess: Number(v || 0) })}
              options={ADVISOR_LEVELS}
              disabled={disabled}
            />
            <Text fontSize="sm" color="fg.muted" mt="1">Gives the client the same view of the plan as an advisor.</Text>
          </Box>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
