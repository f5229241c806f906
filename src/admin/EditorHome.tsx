import Link from 'next/link'
import { slugs } from '@collections/slugs'

/** What an editor does in the admin, each with where it is done. */
const tasks: { href: string; title: string; what: string }[] = [
  {
    href: `/admin/collections/${slugs.pages}`,
    title: 'Pages',
    what: 'Modifier une page ou en créer une, bloc par bloc\u00a0: brouillon, aperçu en direct, publication tout de suite ou à une date.',
  },
  {
    href: `/admin/collections/${slugs.projects}`,
    title: 'Réalisations',
    what: 'Ajouter un chantier à la galerie, avec ses photos avant et après.',
  },
  { href: `/admin/collections/${slugs.media}`, title: 'Médias', what: 'Envoyer des photos et les décrire pour qui ne les voit pas.' },
  {
    href: `/admin/collections/${slugs.videos}`,
    title: 'Vidéos',
    what: 'Ajouter une vidéo YouTube en collant son adresse, et choisir leur ordre.',
  },
  { href: `/admin/collections/${slugs.testimonials}`, title: 'Témoignages', what: 'Publier l’avis d’un client.' },
  { href: `/admin/collections/${slugs.timelineEntries}`, title: 'Histoire', what: 'Compléter la frise de l’entreprise.' },
  { href: `/admin/globals/${slugs.navigation}`, title: 'Menu', what: 'Changer les rubriques et les liens du menu et du pied de page.' },
  {
    href: `/admin/globals/${slugs.siteSettings}`,
    title: 'Réglages du site',
    what: 'Mettre à jour les chiffres de l’entreprise, les coordonnées et les mentions reprises sur toutes les pages.',
  },
  { href: `/admin/collections/${slugs.redirects}`, title: 'Redirections', what: 'Envoyer une ancienne adresse vers une page du site.' },
]

/** The dashboard of someone who edits the site: what they can do, each a link. */
export function EditorHome() {
  return (
    <div>
      <h1>Tableau de bord</h1>
      <p>Les leads sont réservés à l’équipe commerciale. Voici ce que vous pouvez faire sur le site{'\u00a0'}:</p>
      <ul className="editor-home">
        {tasks.map((task) => (
          <li key={task.href}>
            <Link href={task.href}>{task.title}</Link>
            {'\u00a0'}: {task.what}
          </li>
        ))}
      </ul>
    </div>
  )
}
