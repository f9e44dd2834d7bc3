import { IconButton, icons } from '../..';

export function IconButtonSection() {
  return (
    <div className="ama-catalogue__row">
      <IconButton label="Search" icon={<icons.Search size={20} />} />
      <IconButton label="Add to wishlist" icon={<icons.Heart size={20} />} />
      <IconButton label="Open the bag" theme="white" icon={<icons.ShoppingBag size={20} />} />
      <IconButton label="Close" theme="dark" size="s" icon={<icons.X size={16} />} />
      <IconButton label="Remove from bag" theme="red" icon={<icons.Trash size={20} />} />
      <IconButton label="Saving" loading icon={<icons.Check size={20} />} />
    </div>
  );
}
