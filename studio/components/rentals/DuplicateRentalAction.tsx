// Duplicate, for a rental: the same copy the Studio makes, under a new private id (rental.<uuid>).
import {useState} from 'react'
import {CopyIcon} from '@sanity/icons'
import {useDocumentOperation, type DocumentActionComponent} from 'sanity'
import {useRouter} from 'sanity/router'
import {newRentalId} from '../../../rules/content/rentalIds'

export const DuplicateRentalAction: DocumentActionComponent = ({id, type, onComplete}) => {
  const {duplicate} = useDocumentOperation(id, type)
  const {navigateIntent} = useRouter()
  const [copying, setCopying] = useState(false)
  return {
    icon: CopyIcon,
    label: 'Duplicate',
    disabled: Boolean(duplicate.disabled) || copying,
    title: duplicate.disabled ? 'Nothing to duplicate yet' : undefined,
    onHandle: () => {
      const copyId = newRentalId()
      setCopying(true)
      duplicate.execute(copyId)
      navigateIntent('edit', {id: copyId, type})
      onComplete()
    },
  }
}
DuplicateRentalAction.action = 'duplicate'
