import type { PhonePunchesSetting } from '@shiftclock/contract/phone-punch';
import {
  PHONE_POSITION_TIMEOUT_MS,
  PHONE_RADIUS_MAX_METERS,
  PHONE_RADIUS_MIN_METERS,
} from '@shiftclock/contract/phone-punch-messages';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { currentPosition, PositionError, type PositionFailure } from '../../../lib/geolocation.ts';
import { SettingsSection } from './settings-section.tsx';
import { ToggleField } from './toggle-field.tsx';

interface PhonePunchesSectionProps {
  value: PhonePunchesSetting;
  onChange: (next: PhonePunchesSetting) => void;
  /** The kiosk's own token sees the setting but cannot change it (the server refuses). */
  readOnly?: boolean;
  className?: string;
}

type Texts = { latitude: string; longitude: string; radius: string };
type Locating = { state: 'idle' } | { state: 'busy' } | { state: 'done'; accuracy: number } | PositionFailed;
type PositionFailed = { state: 'failed'; reason: PositionFailure };

/** A typed number, with a decimal comma as in French or German; null when it is not one. */
function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The texts' values and each field's problem (a key of settings.phonePunches), or none. */
function parse(texts: Texts, enabled: boolean) {
  const latitude = numberOf(texts.latitude);
  const longitude = numberOf(texts.longitude);
  const radius = numberOf(texts.radius);
  const blank = (text: string) => text.trim() === '';
  const coordinate = (value: number | null, text: string, limit: number, invalid: string) => {
    if (blank(text)) return enabled ? 'needPosition' : undefined;
    return value === null || Math.abs(value) > limit ? invalid : undefined;
  };
  const errors = {
    latitude: coordinate(latitude, texts.latitude, 90, 'latitudeInvalid'),
    longitude: coordinate(longitude, texts.longitude, 180, 'longitudeInvalid'),
    radius:
      radius === null ||
      !Number.isInteger(radius) ||
      radius < PHONE_RADIUS_MIN_METERS ||
      radius > PHONE_RADIUS_MAX_METERS
        ? 'radiusInvalid'
        : undefined,
  } as const;
  return { latitude, longitude, radius, errors };
}

const textsOf = (value: PhonePunchesSetting): Texts => ({
  latitude: value.latitude === null ? '' : String(value.latitude),
  longitude: value.longitude === null ? '' : String(value.longitude),
  radius: String(value.radiusMeters),
});

/**
 * 'Punches from the app' (docs/decisions/0196-phone-punches-in-a-radius.md): off by default; on, an
 * employee may punch from their phone within the radius of the location's position, typed or taken
 * from this device. Only a valid whole setting reaches the draft, so auto-save never sends a half-typed one.
 */
export function PhonePunchesSection({
  value,
  onChange,
  readOnly = false,
  className,
}: PhonePunchesSectionProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const parsed = parse(texts, value.enabled);
  const hasPosition =
    parsed.latitude !== null &&
    parsed.longitude !== null &&
    !parsed.errors.latitude &&
    !parsed.errors.longitude;

  function edit(next: Texts, enabled = value.enabled) {
    setTexts(next);
    const { latitude, longitude, radius, errors } = parse(next, enabled);
    if (errors.latitude || errors.longitude || errors.radius || radius === null) return;
    onChange({ enabled, latitude, longitude, radiusMeters: radius });
  }

  async function takeThisDevicePosition() {
    setLocating({ state: 'busy' });
    try {
      const position = await currentPosition(PHONE_POSITION_TIMEOUT_MS);
      // Six decimals: about 10 cm, more than any phone can tell.
      edit({ ...texts, latitude: position.latitude.toFixed(6), longitude: position.longitude.toFixed(6) });
      setLocating({ state: 'done', accuracy: Math.ceil(position.accuracy) });
    } catch (error) {
      setLocating({ state: 'failed', reason: error instanceof PositionError ? error.reason : 'unavailable' });
    }
  }

  const fieldError = (key: string | undefined) =>
    key ? t(`settings.phonePunches.${key as 'needPosition'}`) : undefined;
  return (
    <SettingsSection
      title={t('settings.phonePunches.title')}
      description={
        readOnly ? t('settings.phonePunches.managersOnly') : t('settings.phonePunches.description')
      }
      className={className}
    >
      <div className="flex flex-col gap-5">
        <ToggleField
          label={t('settings.phonePunches.enabled')}
          hint={
            hasPosition ? t('settings.phonePunches.enabledHint') : t('settings.phonePunches.needPosition')
          }
          checked={value.enabled}
          disabled={readOnly || (!value.enabled && !hasPosition)}
          onCheckedChange={(enabled) => edit(texts, enabled)}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label={t('settings.phonePunches.latitude')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="40.754932"
            value={texts.latitude}
            disabled={readOnly}
            error={fieldError(parsed.errors.latitude)}
            onChange={(event) => edit({ ...texts, latitude: event.target.value })}
          />
          <TextField
            label={t('settings.phonePunches.longitude')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="-73.984016"
            value={texts.longitude}
            disabled={readOnly}
            error={fieldError(parsed.errors.longitude)}
            onChange={(event) => edit({ ...texts, longitude: event.target.value })}
          />
          <TextField
            label={t('settings.phonePunches.radius')}
            inputMode="numeric"
            autoComplete="off"
            value={texts.radius}
            disabled={readOnly}
            error={fieldError(parsed.errors.radius)}
            onChange={(event) => edit({ ...texts, radius: event.target.value })}
          />
        </div>
        {readOnly ? null : (
          <div className="flex flex-col items-start gap-2">
            <Button
              variant="secondary"
              busy={locating.state === 'busy'}
              onClick={() => void takeThisDevicePosition()}
            >
              <LocateFixed aria-hidden="true" className="size-4" />
              {t('settings.phonePunches.useDevice')}
            </Button>
            <p role="status" className="text-sm text-slate-700">
              {locating.state === 'busy'
                ? t('settings.phonePunches.locating')
                : locating.state === 'done'
                  ? t('settings.phonePunches.located', { accuracy: locating.accuracy })
                  : locating.state === 'failed'
                    ? t(`settings.phonePunches.failed.${locating.reason}`)
                    : null}
            </p>
          </div>
        )}
        <p className="text-sm text-slate-600">{t('settings.phonePunches.spoofHint')}</p>
      </div>
    </SettingsSection>
  );
}
