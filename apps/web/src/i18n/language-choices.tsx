import { type Language, LANGUAGE_NAMES, languageDirection } from '@cabkit/domain/language';
import { t } from '@lingui/core/macro';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { changeLanguage } from './change-language';
import { activeLanguage, useLanguage } from './language';
import * as css from './language-menu.css';

/**
 * The tenant's languages in the header's Menu dialog, each in its own name and direction, the current one marked:
 * a phone too narrow for the header's language button changes language here. Loaded with the dialog, not before.
 */
export default function LanguageChoices() {
  useLanguage();
  const { languages } = useSnapshot(configState);
  if (languages.length < 2) return null;
  const current = activeLanguage();
  return (
    <fieldset className={css.choiceGroup}>
      <legend className={css.choiceLabel}>{t`Language`}</legend>
      <ul className={css.choiceList}>
        {languages.map((language: Language) => (
          <li key={language}>
            <button
              type="button"
              className={css.choice}
              lang={language}
              dir={languageDirection(language)}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                if (language !== current) void changeLanguage(language);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
