import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_TYPES, type LocationType } from '@app/shared/constants/domain';
import { useLocationTypes } from '../api/get-location-types';

const LOCAL_NAMES: Record<LocationType, string> = {
  JOB_SITE: 'locations:types.JOB_SITE',
  WAREHOUSE: 'locations:types.WAREHOUSE',
  STORE: 'locations:types.STORE',
  OFFICE: 'locations:types.OFFICE',
  FACTORY: 'locations:types.FACTORY',
  DISTRIBUTION_CENTER: 'locations:types.DISTRIBUTION_CENTER',
  SHOWROOM: 'locations:types.SHOWROOM',
  HOME: 'locations:types.HOME',
  OTHER: 'locations:types.OTHER',
};

/**
 * Location type names as the server gives them (GET /locations/types/, in the interface language),
 * with the same names from the local translations while they load or if the call fails.
 */
export function useLocationTypeNames() {
  const { t } = useTranslation();
  const types = useLocationTypes();
  const nameOf = useCallback(
    (type: LocationType) => types.data?.[type] ?? t(LOCAL_NAMES[type]),
    [types.data, t],
  );
  const codes: readonly LocationType[] = types.data
    ? LOCATION_TYPES.filter((code) => code in (types.data ?? {}))
    : LOCATION_TYPES;
  return { nameOf, codes, isLoading: types.isPending };
}
