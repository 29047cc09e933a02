import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DateField, MoneyField, NumberField, SelectField, TextField, endpoints, urlOf, usePlanHref } from '@portal/shared';
import { FieldGrid } from '../plan-form/AreaLayout';
import { ageOf, isRetired, retirementAgeDefault, type PersonDraft } from './profileRules';

export interface PersonFieldsProps {
  person: PersonDraft;
  onChange: (patch: Partial<PersonDraft>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  today: string;
  /**
   * The retirement age the retirement goal sets for this person: the projection uses it, so it is the one
   * source and is shown here read-only (changed on Goals).
   */
  goalRetirementAge?: number | null;
}

/** Client (type C) or spouse (type S): name, birth date, gender, employment, life expectancy and pay. */
export function PersonFields({ person, onChange, errors, readOnly, today, goalRetirementAge }: PersonFieldsProps) {
  const age = ageOf(person.dateOfBirth, today);
  const planHref = usePlanHref();
  const retirementDefault = retirementAgeDefault(person, today);
  return (
    <Box>
      <FieldGrid>
        <TextField label="First Name" required value={person.firstName} onChange={(firstName) => onChange({ firstName })} error={errors.firstName} disabled={readOnly} maxLength={50} />
        <TextField label="Last Name" required value={person.lastName} onChange={(lastName) => onChange({ lastName })} error={errors.lastName} disabled={readOnly} maxLength={50} />
        <DateField
          label="Date of Birth"
          required
          value={person.dateOfBirth}
          onChange={(dateOfBirth) => onChange({ dateOfBirth })}
          error={errors.dateOfBirth}
          disabled={readOnly}
          max={today}
        />
        <SelectField label="Gender" codeList={urlOf(endpoints.codes.gender)} value={person.gender} onChange={(v) => onChange({ gender: (v || null) as PersonDraft['gender'] })} error={errors.gender} disabled={readOnly} />
        <SelectField
          label="Employment Status"
          codeList={urlOf(endpoints.codes.employmentStatus)}
          value={person.employmentStatus}
          onChange={(v) => onChange({ employmentStatus: (v || undefined) as PersonDraft['employmentStatus'], ...(v === 'RT' ? { retirementAge: null } : {}) })}
          error={errors.employmentStatus}
          disabled={readOnly}
        />
        <NumberField label="Life Expectancy" required value={person.lifeExpectancy} onChange={(v) => onChange({ lifeExpectancy: v ?? undefined })} error={errors.lifeExpectancy} disabled={readOnly} />
        {!isRetired(person) && goalRetirementAge != null && (
          <Box>
            <Text fontSize="sm" fontWeight="medium">Retirement Age</Text>
            <Text py="1.5" data-testid="retirement-age-from-goal">{goalRetirementAge}</Text>
            <Text fontSize="xs" color="fg.muted">
              Set by the retirement goal. <Link asChild color="primary.fg" textDecoration="underline"><RouterLink to={planHref('/goals')}>Change it on Goals</RouterLink></Link>
            </Text>
          </Box>
        )}
        {!isRetired(person) && goalRetirementAge == null && (
          <NumberField
            label="Retirement Age"
            value={person.retirementAge}
            placeholder={retirementDefault != null ? String(retirementDefault) : undefined}
            onChange={(retirementAge) => onChange({ retirementAge })}
            error={errors.retirementAge}
            disabled={readOnly}
            helperText={retirementDefault != null ? `Default ${retirementDefault}` : 'Default 65'}
          />
        )}
        <MoneyField label="Annual Pre-Tax Income" value={person.annualPreTax} onChange={(annualPreTax) => onChange({ annualPreTax })} error={errors.annualPreTax} disabled={readOnly} />
        <MoneyField label="Monthly Take-Home Pay" value={person.monthlyTakeHome} onChange={(monthlyTakeHome) => onChange({ monthlyTakeHome })} error={errors.monthlyTakeHome} disabled={readOnly} />
      </FieldGrid>
      {age != null && (
        <Text fontSize="sm" color="fg.muted" mt="3" data-testid={`derived-${person.type}`}>
          Age {age}{isRetired(person) ? ' · retired' : ` · retires at ${person.retirementAge ?? retirementDefault}`}
        </Text>
      )}
    </Box>
  );
}
