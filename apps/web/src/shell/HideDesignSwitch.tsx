import { Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { choosesDesignProduction } from '@pod/shared';
import { TOGGLE_DESIGN_PRODUCTION } from '../features/profile';
import { useSession } from '../stores/session';
import { showError } from '../ui/errors';

/** 'Hide design in production' for those who handle designs in production: toggleDesignProduction(_id, is_hide). */
export function HideDesignSwitch() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const patchUser = useSession((s) => s.patchUser);
  const [toggle, { loading }] = useMutation(TOGGLE_DESIGN_PRODUCTION);
  if (!user || !choosesDesignProduction(user)) return null;
  return (
    <Switch.Root
      size="sm"
      colorPalette="brand"
      checked={!!user.hide_production}
      disabled={loading}
      data-testid="hide-design-switch"
      onCheckedChange={async (e) => {
        try {
          const r = await toggle({ variables: { _id: user._id, is_hide: e.checked } });
          const d = r.data?.toggleDesignProduction;
          if (d) patchUser({ hide_production: d.hide_production, disable_design_production: d.disable_design_production });
        } catch (err) {
          showError(err);
        }
      }}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label fontSize="xs" whiteSpace="nowrap" display={{ base: 'none', xl: 'block' }}>
        {t('nav.hide_design')}
      </Switch.Label>
    </Switch.Root>
  );
}
