import { MARKETING } from '@arte-gospel/domain';
import { buttonClassName } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import * as styles from '../institutional.css';
import { InstitutionalLayout, Section } from '../institutional-layout';

/** /sobre: what the platform is and for whom (platform §1). */
export function AboutPage() {
  return (
    <InstitutionalLayout
      eyebrow="Sobre nós"
      title="Arte Gospel: design para igrejas e ministérios"
      lead="Somos uma biblioteca de artes gospel editáveis, feita para que líderes, comunicadores e voluntários divulguem a mensagem com excelência, mesmo sem ser designers."
    >
      <ul className={styles.stats} aria-label="A plataforma em números">
        <li className={styles.stat}>
          <span className={styles.statValue}>{MARKETING.arts}</span>
          <span>artes editáveis</span>
        </li>
        <li className={styles.stat}>
          <span className={styles.statValue}>{MARKETING.newArtsPerWeek}</span>
          <span>novas artes por semana</span>
        </li>
        <li className={styles.stat}>
          <span className={styles.statValue}>{MARKETING.support}</span>
          <span>suporte</span>
        </li>
      </ul>
      <Section title="Nossa missão">
        <p>
          Toda igreja tem algo a comunicar: o culto de domingo, a conferência de jovens, a campanha
          de missões, o batismo, a Santa Ceia. Nosso propósito é tirar o peso da criação de artes
          das costas de quem serve, para que a equipe gaste menos tempo no computador e mais tempo
          com pessoas.
        </p>
      </Section>
      <Section title="O que você encontra aqui">
        <ul>
          <li>Cartazes, stories, stories animados, folhas A4, carteirinhas e cartões digitais.</li>
          <li>
            Artes organizadas por categoria: cultos, eventos, datas comemorativas, ministérios e
            muito mais.
          </li>
          <li>
            Modelos editáveis online ou pelo drive na nuvem, prontos para trocar textos e fotos.
          </li>
          <li>Novidades toda semana, acompanhando o calendário da igreja.</li>
        </ul>
      </Section>
      <Section title="Para quem é">
        <p>
          Para pastores, líderes de ministério, equipes de mídia e comunicação e designers que
          servem a igrejas em todo o Brasil. Você pode começar com uma conta gratuita e, quando
          precisar de mais, assinar o Premium para liberar todas as artes e downloads ilimitados.
        </p>
      </Section>
      <Section title="Quem faz">
        <p>
          As artes são criadas por uma equipe de designers cristãos e por colaboradores convidados.
          Quer publicar as suas?{' '}
          <Link href={paths.collaborators.href()}>Conheça o programa de colaboradores</Link>.
        </p>
      </Section>
      <div className={styles.actions}>
        <Link href={paths.arts.href()} className={buttonClassName()} data-button="">
          Explorar artes
        </Link>
        <Link
          href={paths.plans.href()}
          className={buttonClassName({ tone: 'secondary' })}
          data-button=""
        >
          Ver planos
        </Link>
      </div>
    </InstitutionalLayout>
  );
}
