/** What news and offers are both made of. */
export interface ContentItem {
  name: string;
  description: string | null;
  image: string | null;
  imageSquared: string | null;
  active: boolean;
  public: boolean;
  buttonText: string | null;
  buttonLink: string | null;
}

/** Those fields as the form holds them ('' = none). */
export interface ContentValues {
  name: string;
  description?: string;
  image?: string;
  imageSquared?: string;
  active?: boolean;
  public?: boolean;
  buttonText?: string;
  buttonLink?: string;
}

export const NEW_CONTENT: Partial<ContentValues> = { active: true, public: false };

export function contentValuesOf(item: ContentItem): ContentValues {
  return {
    name: item.name,
    description: item.description ?? '',
    image: item.image ?? '',
    imageSquared: item.imageSquared ?? '',
    active: item.active,
    public: item.public,
    buttonText: item.buttonText ?? '',
    buttonLink: item.buttonLink ?? '',
  };
}

const blankToNull = (value: string | undefined) => value?.trim() || null;

export function contentInputOf(values: ContentValues): ContentItem {
  return {
    name: values.name.trim(),
    description: blankToNull(values.description),
    image: blankToNull(values.image),
    imageSquared: blankToNull(values.imageSquared),
    active: values.active ?? true,
    public: values.public ?? false,
    buttonText: blankToNull(values.buttonText),
    buttonLink: blankToNull(values.buttonLink),
  };
}
