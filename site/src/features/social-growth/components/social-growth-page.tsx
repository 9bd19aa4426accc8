import {
  ART_SIZES,
  CAPTION_CHURCH_MAX,
  CAPTION_TEMPLATES,
  type CaptionTemplate,
  capitalizePtBR,
  captionFor,
  NETWORK_SIZES,
  WEEKDAY_NAMES_PT_BR,
  WEEKLY_POSTING_PLAN,
  whatsAppTextUrl,
} from '@arte-gospel/domain';
import { Button, buttonClassName, TextField } from '@arte-gospel/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { copyWithToast } from '../../../lib/copy-text';
import * as styles from './social-growth-page.css';

export const CAPTION_COPIED = 'Legenda copiada!';

function CaptionCard({ template, church }: { template: CaptionTemplate; church: string }) {
  const text = captionFor(template, church);
  const id = `legenda-${template.id}`;
  const copy = () => copyWithToast(text, CAPTION_COPIED, 'Copie a legenda');
  return (
    <li>
      <article className={styles.caption} aria-labelledby={id}>
        <h3 id={id} className={styles.cardTitle}>
          {template.title}
        </h3>
        <p className={styles.captionText}>{text}</p>
        <div className={styles.actions}>
          <Button size="sm" onClick={copy}>
            Copiar legenda
          </Button>
          <a
            className={buttonClassName({ tone: 'secondary', size: 'sm' })}
            href={whatsAppTextUrl(text)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Enviar no WhatsApp
          </a>
        </div>
      </article>
    </li>
  );
}

/**
 * /crescimento-social: how a church grows on social networks with the catalogue's arts — a
 * week of posts, the size each network asks for, and captions ready to copy with the
 * church's name.
 */
export function SocialGrowthPage() {
  const [church, setChurch] = useState('');
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Recursos</p>
        <h1 className={styles.title}>Crescimento Social</h1>
        <p className={styles.lead}>
          Uma semana de postagens para a sua igreja aparecer todos os dias nas redes, o tamanho
          certo de cada arte e legendas prontas para copiar.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="semana">
        <h2 id="semana" className={styles.sectionTitle}>
          Uma semana de postagens
        </h2>
        <ol className={styles.week}>
          {WEEKLY_POSTING_PLAN.map((post) => (
            <li key={post.weekday}>
              <article className={styles.card} aria-labelledby={`dia-${post.weekday}`}>
                <p className={styles.day}>
                  {capitalizePtBR(WEEKDAY_NAMES_PT_BR[post.weekday] ?? '')}
                </p>
                <h3 id={`dia-${post.weekday}`} className={styles.cardTitle}>
                  {post.title}
                </h3>
                <p className={styles.text}>{post.description}</p>
                <ul className={styles.sizes} aria-label="Tamanhos">
                  {post.sizes.map((id) => (
                    <li key={id} className={styles.size}>
                      {ART_SIZES[id].name}
                    </li>
                  ))}
                </ul>
                <Link
                  href={paths.arts.href(post.search)}
                  className={buttonClassName({ tone: 'secondary', size: 'sm' })}
                >
                  Ver artes: {post.search}
                </Link>
              </article>
            </li>
          ))}
        </ol>
        <p className={styles.text}>
          Datas especiais pedem mais: veja no{' '}
          <Link href={paths.gospelCalendar.href()}>Calendário Gospel</Link> quando começar a
          divulgar cada uma.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="tamanhos">
        <h2 id="tamanhos" className={styles.sectionTitle}>
          O tamanho certo em cada rede
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Onde postar
              </th>
              <th scope="col" className={styles.cell}>
                Tamanho da arte
              </th>
            </tr>
          </thead>
          <tbody>
            {NETWORK_SIZES.map(({ network, sizes }) => (
              <tr key={network}>
                <th scope="row" className={styles.cell}>
                  {network}
                </th>
                <td className={styles.cell}>
                  {sizes
                    .map((size) => `${size.name}: ${size.width} × ${size.height} px`)
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.text}>Toda arte do catálogo é baixada e editada nesses tamanhos.</p>
      </section>

      <section className={styles.section} aria-labelledby="legendas">
        <h2 id="legendas" className={styles.sectionTitle}>
          Legendas prontas
        </h2>
        <div className={styles.nameField}>
          <TextField
            label="Nome da sua igreja"
            hint="Aparece em cada legenda abaixo."
            value={church}
            maxLength={CAPTION_CHURCH_MAX}
            autoComplete="organization"
            onChange={(event) => setChurch(event.target.value)}
          />
        </div>
        <ul className={styles.captions}>
          {CAPTION_TEMPLATES.map((template) => (
            <CaptionCard key={template.id} template={template} church={church} />
          ))}
        </ul>
      </section>
    </main>
  );
}
