import { Fragment } from 'react';
import { TypographyStylesProvider } from '@mantine/core';
import type { TLegalVersion } from '@collably/shared/messages/legal-texts';

/** The sections of one version of a legal text, as headings, paragraphs and lists. */
export function LegalText({ version }: { version: TLegalVersion }) {
  return (
    <TypographyStylesProvider>
      {version.sections.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </Fragment>
      ))}
    </TypographyStylesProvider>
  );
}
