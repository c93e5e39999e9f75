import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TagsStep_house$key } from '../../../../__generated__/TagsStep_house.graphql';
import type { TagsStep_query$key } from '../../../../__generated__/TagsStep_query.graphql';
import { CheckList } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { StepForm } from '../StepForm';

/** Tag categories (spec §3, §9): 1 building style, 3 location. */
export const TAG_CATEGORY_BUILDING_STYLE = 1;
export const TAG_CATEGORY_LOCATION = 3;

const TEXT = {
  [TAG_CATEGORY_BUILDING_STYLE]: {
    step: 'bouwstijl',
    legend: 'Bouwstijl',
    intro: 'Kies een of meer bouwstijlen die bij je woning passen.',
    field: 'buildingStyleTags',
  },
  [TAG_CATEGORY_LOCATION]: {
    step: 'ligging',
    legend: 'Ligging',
    intro: 'Hoe ligt je woning? Kies alles wat klopt.',
    field: 'locationTags',
  },
} as const;

/** bouwstijl (category 1) and ligging (category 3): at least one tag each for completion. */
export function TagsStep({
  house,
  query,
  category,
}: {
  house: TagsStep_house$key;
  query: TagsStep_query$key;
  category: typeof TAG_CATEGORY_BUILDING_STYLE | typeof TAG_CATEGORY_LOCATION;
}) {
  const data = useFragment(
    graphql`
      fragment TagsStep_house on House {
        tags {
          key
          tagCategoryId
        }
      }
    `,
    house,
  );
  const { tagCategories } = useFragment(
    graphql`
      fragment TagsStep_query on Query {
        tagCategories {
          tags {
            key
            name
            tagCategoryId
          }
        }
      }
    `,
    query,
  );
  const text = TEXT[category];
  const options = tagCategories
    .flatMap((c) => c.tags)
    .filter((t) => t.tagCategoryId === category)
    .map((t) => ({ key: t.key, label: t.name }));
  const saved = data.tags.filter((t) => t.tagCategoryId === category).map((t) => t.key);
  const [selected, setSelected] = useState<string[]>(saved);
  const order = (keys: readonly string[]) => options.map((o) => o.key).filter((k) => keys.includes(k));
  return (
    <StepForm
      step={text.step}
      intro={<p>{text.intro}</p>}
      dirty={isDirty(order(selected), order(saved))}
      fields={() =>
        category === TAG_CATEGORY_BUILDING_STYLE ? { buildingStyleTags: selected } : { locationTags: selected }
      }
    >
      <CheckList legend={text.legend} field={text.field} options={options} selected={selected} onChange={setSelected} />
    </StepForm>
  );
}
