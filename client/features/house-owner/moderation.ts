/** Dutch labels of a house's moderation status (owner only; spec §4 "House moderation"). */
export function moderationLabel(status: string | null | undefined): { label: string; online: boolean } {
  switch (status) {
    case 'new':
      return { label: 'Nog niet online', online: false };
    case 'submitted':
      return { label: 'Online, wordt nog gecontroleerd', online: true };
    case 'approved':
      return { label: 'Online en goedgekeurd', online: true };
    case 'rejected':
      return { label: 'Afgekeurd', online: false };
    default:
      return { label: 'Onbekend', online: false };
  }
}
