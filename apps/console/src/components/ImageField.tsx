import { useEffect, useId, useState } from 'react';
import { imageProblem, readImage, type ImageUpload } from '../lib/image-upload';
import styles from './Field.module.css';

/** Picks an image, checks it as the API will, shows a preview and hands over the upload. */
export function ImageField({
  label,
  onChange,
}: {
  label: string;
  onChange: (image: ImageUpload | null) => void;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          setPreview(null);
          if (!file) return onChange(null);
          const issue = imageProblem(file);
          setProblem(issue);
          if (issue) return onChange(null);
          setPreview(URL.createObjectURL(file));
          onChange(await readImage(file));
        }}
      />
      <span id={`${id}-hint`} className={styles.hint} role={problem ? 'alert' : undefined}>
        {problem ?? 'PNG・JPEG・WebP、256 KB まで'}
      </span>
      {preview && (
        <img
          src={preview}
          alt="選んだ画像のプレビュー"
          width={64}
          height={64}
          style={{ objectFit: 'cover', borderRadius: 8 }}
        />
      )}
    </div>
  );
}
